import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BANNER_TIMEOUT_AFTER_FAILED_RETRY_MS } from '@gym/contracts/constants';
import { STEP } from '@gym/contracts/messages';
import { RESUME_QUERY_PARAM, type ResumedSignup } from '@gym/contracts/signup-resume';
import { showBanner } from '../../../lib/banner-store';
import { resumeSignup } from '../api/resume-signup';
import { rememberEmail } from '../steps/email/remembered-email';
import { forgetAllFormDrafts } from './form-drafts';
import { useWizard } from './wizard-context';
import type { ResumedState, WizardState } from './wizard-state';

/** The wizard state a redeemed link gives, on the club the path loaded: a plan it no longer sells is chosen again. */
function resumedState(state: WizardState, saved: ResumedSignup): ResumedState {
  const sameClub = saved.clubId !== null && saved.clubId === state.club?.clubautomationclubidC;
  const plan = sameClub ? (state.planInfo?.planData.find((entry) => entry.id === saved.planId) ?? null) : null;
  return {
    plan,
    email: saved.email,
    existence: saved.existence,
    personalInfo: saved.personalInfo,
    trackingSession: saved.session,
    step: plan ? saved.step : STEP.membership,
  };
}

/**
 * `/{location}?resume=<token>`, the link a follow-up reminder e-mails (docs/decisions/0034): once the club's plans
 * are loaded, redeems the token and opens the step reached with what was typed; the photo and the card are asked
 * for again. A used, expired or unknown link says so and starts over at the location step. Answers true while
 * the link is being opened.
 */
export function useResumeLink(clubLoaded: boolean): boolean {
  const { state, dispatch } = useWizard();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get(RESUME_QUERY_PARAM));
  const [opening, setOpening] = useState(token !== null);
  const started = useRef(false);

  useEffect(() => {
    if (!token || !clubLoaded || started.current) return;
    started.current = true;
    const open = async () => {
      try {
        const saved = await resumeSignup(token);
        forgetAllFormDrafts();
        if (saved.email) rememberEmail(saved.email);
        // The token leaves the address bar (and the history) before the step's entry is written.
        await navigate(location.pathname, { replace: true });
        dispatch({ type: 'resumed', resumed: resumedState(state, saved) });
      } catch (error) {
        showBanner(error instanceof Error ? error.message : String(error), {
          timeoutMs: BANNER_TIMEOUT_AFTER_FAILED_RETRY_MS,
        });
        await navigate('/', { replace: true });
      }
      setOpening(false);
    };
    void open();
  }, [token, clubLoaded, state, dispatch, navigate, location.pathname]);

  return opening;
}
