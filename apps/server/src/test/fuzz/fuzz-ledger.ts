/** One answer that broke the rule: a 5xx, a 4xx without a message, or no answer at all. */
export interface Finding {
  target: string;
  status: number | string;
  message: string;
  input: string;
}

const excerpt = (value: unknown, max = 300) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
};

function messageOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.trim() !== '' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Collects what the generated inputs got back: every answer must be a success or a 4xx whose JSON body has a
 * `message`; never a 5xx. The report groups the findings by target, status and message, with one input each.
 */
export class FuzzLedger {
  readonly findings: Finding[] = [];
  private readonly sent = new Map<string, number>();

  /** An HTTP answer, or null when none came in time. */
  answer(target: string, response: { statusCode: number; body: string } | null, input: unknown) {
    this.count(target);
    if (!response) return this.add({ target, status: 'hang', message: 'no answer', input: excerpt(input) });
    const { statusCode: status, body } = response;
    if (status >= 500)
      this.add({ target, status, message: messageOf(body) ?? excerpt(body, 200), input: excerpt(input) });
    else if (status >= 400 && !messageOf(body))
      this.add({ target, status, message: `4xx without a message: ${excerpt(body, 200)}`, input: excerpt(input) });
  }

  /** Anything else that broke the rule (a socket acknowledgement of the wrong shape, a timeout, a crash). */
  fail(target: string, status: string, message: string, input: unknown) {
    this.add({ target, status, message, input: excerpt(input) });
  }

  count(target: string) {
    this.sent.set(target, (this.sent.get(target) ?? 0) + 1);
  }

  sentTo(target: string) {
    return this.sent.get(target) ?? 0;
  }

  private add(finding: Finding) {
    this.findings.push(finding);
  }

  report(seed: number): string {
    const groups = new Map<string, { finding: Finding; count: number }>();
    for (const finding of this.findings) {
      const key = `${finding.target} ${finding.status} ${finding.message}`;
      const group = groups.get(key);
      if (group) group.count += 1;
      else groups.set(key, { finding, count: 1 });
    }
    const lines = [...groups.values()].map(
      ({ finding, count }) =>
        `  ${finding.target}: ${count} × ${finding.status} ${finding.message}\n      e.g. ${finding.input}`,
    );
    const targets = new Set(this.findings.map((finding) => finding.target)).size;
    return [
      `${this.findings.length} bad answers on ${targets} targets (reproduce with FUZZ_SEED=${seed}):`,
      ...lines,
    ].join('\n');
  }
}

/** How long one generated request may take before it counts as a hang (a finding, not a stuck suite). */
export const ANSWER_TIMEOUT_MS = 10_000;

/** The work's result, or null when it has not settled within `ms`. */
export async function within<T>(work: Promise<T>, ms = ANSWER_TIMEOUT_MS): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
