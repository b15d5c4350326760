/**
 * The baseline: a minimal Fastify 5 app with no plugins, no signing, no database and no schemas.
 * It answers GET and POST /bare/<n> with the JSON body the real route of the bench's n-th request gave
 * (BARE_ANSWERS_JSON, a JSON array of those bodies as text), so the ratio shows what the product's own stack costs
 * per request on this machine, in this run.
 */
import Fastify from 'fastify';

const answers = (JSON.parse(process.env.BARE_ANSWERS_JSON ?? '[]') as string[]).map(
  (answer) => JSON.parse(answer) as unknown,
);

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.get<{ Params: { index: string } }>('/bare/:index', async (request) => answers[Number(request.params.index)] ?? {});
app.post<{ Params: { index: string } }>('/bare/:index', async (request) => answers[Number(request.params.index)] ?? {});

const shutdown = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
