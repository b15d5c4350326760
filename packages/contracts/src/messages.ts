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

/** The six-entry header menu and the steps each entry stands for. */
export const HEADER_MENU = [
  { label: 'location', step: STEP.location },
  { label: 'membership', step: STEP.membership },
  { label: 'personal info', step: STEP.personalInfo },
  { label: 'take photo', step: STEP.photo },
  { label: 'Add payment', step: STEP.paymentMethod },
  { label: 'confirm & pay', step: STEP.confirm },
] as const;
