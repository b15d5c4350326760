/**
 * Product copy from the specification. Every text here is shown exactly as written,
 * odd spacing and capitals included.
 */
export const MESSAGES = {
  pageNotFound: 'Page not found',
  goBack: 'Go back',
  sessionExpired: 'Session id expired',
  clubDoesNotExist: 'club does not exist',
  somethingWentWrong: 'Something went wrong',
  loadClubsError: 'Load clubs error.',
  loadSortedClubsError: 'Load sorted clubs error.',
  loadClubError: 'Load club error.',
  loadRoomsError: 'Failed to load rooms.',
  emailAlreadyExist: 'Email already exist',
  invalidEmail: 'Invalid email address',
  notEligible: 'Sorry you are not eligible for this program!',
  under18: 'You must be 18 years or older to become a member.',
  stillProcessing: 'Hang tight! We are still processing your request.',
  /** Not from the specification: a 503 while the database or Redis is away (docs/decisions/0022). */
  serviceUnavailable: 'The service is briefly unavailable, please try again in a moment.',
} as const;

/** Wizard step titles by index. */
export const STEP_TITLES = [
  'Choose a location',
  'Choose a membership',
  'Provide your email address',
  'Provide your personal Info',
  'Take your photo',
  'Add your payment method',
  'Terms of Service',
  'Confirm and pay',
  'Edit your payment method',
  'Congratulation!',
] as const;

export const STEP = {
  location: 0,
  membership: 1,
  email: 2,
  personalInfo: 3,
  photo: 4,
  paymentMethod: 5,
  terms: 6,
  confirm: 7,
  editPaymentMethod: 8,
  congratulation: 9,
} as const;
export type StepIndex = (typeof STEP)[keyof typeof STEP];

/**
 * The six-entry header menu. Each entry starts at `step` and stands for the steps in `covers`: the
 * personal-info section begins with the e-mail step, as the confirm step's Edit links show (email 2/2,
 * personal info 2/3).
 */
export const HEADER_MENU = [
  { label: 'location', step: STEP.location, covers: [STEP.location] },
  { label: 'membership', step: STEP.membership, covers: [STEP.membership] },
  { label: 'personal info', step: STEP.email, covers: [STEP.email, STEP.personalInfo] },
  { label: 'take photo', step: STEP.photo, covers: [STEP.photo] },
  { label: 'Add payment', step: STEP.paymentMethod, covers: [STEP.paymentMethod, STEP.editPaymentMethod] },
  { label: 'confirm & pay', step: STEP.terms, covers: [STEP.terms, STEP.confirm, STEP.congratulation] },
] as const satisfies readonly { label: string; step: StepIndex; covers: readonly StepIndex[] }[];

/** The step that follows each step when it is completed (edit mode aside). */
export const NEXT_STEP: Record<StepIndex, StepIndex> = {
  [STEP.location]: STEP.membership,
  [STEP.membership]: STEP.email,
  [STEP.email]: STEP.personalInfo,
  [STEP.personalInfo]: STEP.photo,
  [STEP.photo]: STEP.paymentMethod,
  [STEP.paymentMethod]: STEP.terms,
  [STEP.terms]: STEP.confirm,
  [STEP.confirm]: STEP.congratulation,
  [STEP.editPaymentMethod]: STEP.confirm,
  [STEP.congratulation]: STEP.congratulation,
};
