import * as z from 'zod/mini';

export const healthAnswerSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
