// `npm run referral-code -w @gym/server -- <memberNumber> <planId>`: prints this month's referral code and link.
import { loadConfig } from '../config';
import { ReferralCodeSigner } from '../modules/signup/referrals/referral-code-signer';
import { ReferralLinkError, makeReferralLink } from '../modules/signup/referrals/referral-link';
import { openScriptDatabase } from './script-database';

const [memberNumber, planId] = process.argv.slice(2);
if (!memberNumber || !planId) {
  console.error('Usage: npm run referral-code -w @gym/server -- <memberNumber> <planId>');
  console.error('Example: npm run referral-code -w @gym/server -- 100001 oakland-monthly');
  process.exit(2);
}

const handle = await openScriptDatabase();
try {
  // Signed with the key the server derives from the same JWT_SECRET: run it with the server's environment.
  const codes = new ReferralCodeSigner(loadConfig().JWT_SECRET);
  const { code, link } = await makeReferralLink(handle.db, codes, memberNumber, planId);
  console.info(`Code: ${code}`);
  console.info(`Link: ${link}`);
  console.info('Valid until the end of this month (America/Los_Angeles).');
} catch (error) {
  if (!(error instanceof ReferralLinkError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
