/**
 * The baseline: a minimal Fastify 5 app with no plugins, no signing, no database and no schemas.
 * It answers GET and POST /bare with the JSON bodies the real routes gave (BARE_GET_JSON, BARE_POST_JSON),
 * so the ratio shows what the product's own stack costs per request on this machine, in this run.
 */
import Fastify from 'fastify';

const getBody: unknown = JSON.parse(process.env.BARE_GET_JSON ?? '{}');
const postBody: unknown = JSON.parse(process.env.BARE_POST_JSON ?? '{}');

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.get('/bare', async () => getBody);
app.post('/bare', async () => postBody);

const shutdown = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
