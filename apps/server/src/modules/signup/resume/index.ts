// The front door of signup/resume: what other modules (and the app's composition) may use; the rest is internal.
export { ResumeTokens } from './resume-tokens';
export { signupResumeRoutes } from './signup-resume.routes';
export { SignupResumeService } from './signup-resume.service';
export { stepReached, trackedSignup } from './tracked-signup';
