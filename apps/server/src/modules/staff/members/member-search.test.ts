import { expect, it } from 'vitest';
import { type MemberSearchResult, memberSearchAnswerSchema } from '@gym/contracts/staff';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';

type Ctx = () => TestContext;

async function search(ctx: Ctx, token: string, q: string): Promise<MemberSearchResult[]> {
  const response = await ctx().asMember(token, { method: 'GET', url: `/staff/members?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return memberSearchAnswerSchema.parse(response.json()).members;
}

const names = (members: MemberSearchResult[]) => members.map((member) => `${member.firstName} ${member.lastName}`);

describeEachDatabase('staff: member search', (ctx) => {
  it('finds a member by a misspelt name, by e-mail, by phone and by member number', async () => {
    const director = await ctx().login(DEMO.director.email, DEMO.director.password);
    const [found] = await search(ctx, director, 'Alx Rivira');
    expect(found).toMatchObject({
      idCA: '100001',
      firstName: 'Alex',
      lastName: 'Rivera',
      email: 'member@example.com',
      memberStatus: 'active',
      homeClub: { id: '101', displayName: 'Marin' },
    });
    expect(names(await search(ctx, director, 'rivera'))).toEqual(['Alex Rivera']);
    expect(names(await search(ctx, director, 'MEMBER@example'))).toEqual(['Alex Rivera']);
    expect(names(await search(ctx, director, '(415) 555-0101'))).toEqual(['Alex Rivera']);
    expect((await search(ctx, director, '100004'))[0]).toMatchObject({ idCA: '100004', lastName: 'Morgan' });
    // A family shares an e-mail: both are found, and no staff account among them.
    expect(names(await search(ctx, director, 'family@')).sort()).toEqual(['Jordan Lee', 'Sam Lee']);
    expect(await search(ctx, director, 'Chen')).toEqual([]);
    // LIKE's wildcards are taken as the characters they are.
    expect(await search(ctx, director, '%%')).toEqual([]);
  });

  it("finds only the members of the account's own clubs: Oakland's manager finds no Marin member", async () => {
    const manager = await ctx().login(DEMO.manager.email, DEMO.manager.password);
    expect(await search(ctx, manager, 'Alex Rivera')).toEqual([]);
    expect(names(await search(ctx, manager, 'Casey'))).toEqual(['Casey Morgan']);
  });

  it('refuses a member account and a query too short to mean anything', async () => {
    const member = await ctx().login(DEMO.member.email, DEMO.member.password);
    const refused = await ctx().asMember(member, { method: 'GET', url: '/staff/members?q=Alex' });
    expect(refused.statusCode).toBe(403);
    const director = await ctx().login(DEMO.director.email, DEMO.director.password);
    const short = await ctx().asMember(director, { method: 'GET', url: '/staff/members?q=%20a%20' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Type at least 2 characters' });
  });
});
