import { pathToFileURL } from 'node:url';
import { generateMembershipAgreement, generateReceipt } from '@gym/server/providers/documents/index';
import { sampleAgreementInput, sampleReceiptInput } from '@gym/server/providers/documents/samples';
import { PDF_GENERATION_MAX_MS } from '../targets';
import type { Row } from './report';

export interface DocumentTiming {
  medianMs: number;
  p95Ms: number;
  bytes: number;
}

export interface PdfGenerationResult {
  runs: number;
  receipt: DocumentTiming;
  agreement: DocumentTiming;
}

const WARMUP_RUNS = 3;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function time(generate: () => Promise<Uint8Array>, runs: number): Promise<DocumentTiming> {
  let bytes = 0;
  for (let run = 0; run < WARMUP_RUNS; run += 1) bytes = (await generate()).byteLength;
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await generate();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95), bytes };
}

/**
 * The receipt and the membership agreement generated in this process from the sample inputs (the seeded terms
 * texts, a PNG signature and a JPEG photo), one document at a time, after a few warm-up runs.
 */
export async function measurePdfGeneration(
  runs = Number(process.env.BENCH_PDF_RUNS ?? 50),
): Promise<PdfGenerationResult> {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_PDF_RUNS must be a positive integer');
  const receiptInput = sampleReceiptInput();
  const agreementInput = sampleAgreementInput();
  return {
    runs,
    receipt: await time(() => generateReceipt(receiptInput), runs),
    agreement: await time(() => generateMembershipAgreement(agreementInput), runs),
  };
}

export function describePdfGeneration(result: PdfGenerationResult): string {
  const line = (name: string, timing: DocumentTiming) =>
    `  ${name}: median ${timing.medianMs.toFixed(1)} ms, p95 ${timing.p95Ms.toFixed(1)} ms, ${(timing.bytes / 1024).toFixed(1)} KB`;
  return [`  ${result.runs} runs each`, line('receipt', result.receipt), line('agreement', result.agreement)].join(
    '\n',
  );
}

export function pdfGenerationRows(result: PdfGenerationResult | null): Row[] {
  const target = { on: 'measured', bound: 'max', value: PDF_GENERATION_MAX_MS } as const;
  return [
    { metric: 'PDF receipt generation (median)', measured: result?.receipt.medianMs ?? null },
    { metric: 'PDF agreement generation (median)', measured: result?.agreement.medianMs ?? null },
  ].map((row) => ({ ...row, unit: 'ms', baseline: null, target }));
}

// `npx tsx bench/lib/pdf-generation.ts` measures only this.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(describePdfGeneration(await measurePdfGeneration()));
}
