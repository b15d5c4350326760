import type { Target } from './lib/report';

/** The scripts index.html names (entry and modulepreloads), gzip -9, in KB. */
export const ENTRY_JS_MAX_KB = 120;

/** Every script `/` fetches until the network is idle (Lighthouse's runs), gzip -9, in KB: the target. */
export const FIRST_PAGE_JS_MAX_KB = 120;

/** Face detection per camera frame in Chromium (the photo step), median, in ms: the target. */
export const FACE_DETECTION_MAX_MS = 50;

/** The photo step, from the camera's video playing to Capture enabled for one clear face, median, in ms: the target. */
export const PHOTO_READY_MAX_MS = 2_000;

/** Generating the receipt or the membership agreement PDF, median, in ms. */
export const PDF_GENERATION_MAX_MS = 100;

/** Ratios to a bare Fastify route serving the same body in the same run (see README); throughput >= 0.5 is the target. */
export const API_TARGETS = {
  throughputRatio: { on: 'ratio', bound: 'min', value: 0.5 },
  p99Ratio: { on: 'ratio', bound: 'max', value: 4 },
} satisfies Record<string, Target>;

/**
 * The median of three runs of each landing page. Score, LCP, TBT and CLS are the issues' targets (issue 26: CLS
 * <= 0.02, nothing moves); FCP is web.dev's "good" threshold, shown to explain a missed score.
 */
export const LIGHTHOUSE_TARGETS = {
  score: { on: 'measured', bound: 'min', value: 98 },
  fcpMs: { on: 'measured', bound: 'max', value: 1_800 },
  lcpMs: { on: 'measured', bound: 'max', value: 1_800 },
  tbtMs: { on: 'measured', bound: 'max', value: 100 },
  cls: { on: 'measured', bound: 'max', value: 0.02 },
} satisfies Record<string, Target>;

/** POST /api/ols/create-user, server time of a whole join (charge, one transaction), p95, in ms: the target. */
export const JOIN_SUBMIT_P95_MAX_MS = 150;

/** A chat message from a client on one server instance to a client on another, p99, in ms (the target at 5,000 sockets). */
export const MESSAGE_LATENCY_P99_MAX_MS = 50;

/** `npm start` with nothing changed (a restart), spawn to the "is running at" line, median, in ms: the target (under 5 s). */
export const RESTART_MEDIAN_MAX_MS = 5_000;

/** A billing run for 100,000 memberships on Postgres against the sandbox provider, whole run, in s: the target (10 minutes). */
export const BILLING_RUN_MAX_S = 600;

/** GET /staff/dashboard's aggregates at 100,000 members on Postgres, for every club and for one, p95, in ms. */
export const DASHBOARD_P95_MAX_MS = 150;

/**
 * A member's first visit, /login to their home, every script fetched (gzip -9), in KB, as measured on the landed
 * 495e3db when issue 26 was filed (login 253.3 + after signing in 47.3): the baseline each run's figure is put
 * against. Issue 26 wants the JavaScript that runs before a person acts cut several times: a third of it at most.
 */
export const MEMBER_HOME_JS_AT_FILING_KB = 300.6;
export const MEMBER_HOME_JS_TARGET = { on: 'ratio', bound: 'max', value: 1 / 3 } satisfies Target;

/** GET /classes/schedule/:clubId?days=7, one club's week with 8 clubs x 30 classes a day x 8 weeks on Postgres, p95, in ms. */
export const SCHEDULE_WEEK_P95_MAX_MS = 50;

/** The opening rush: 1,000 POST /classes/bookings in 10 s for one 30-place class over two instances, p99, in ms. */
export const BOOKING_RUSH_P99_MAX_MS = 500;
