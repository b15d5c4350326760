import { z } from 'zod';

export const healthAnswerSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
