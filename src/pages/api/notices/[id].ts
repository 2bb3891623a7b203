// A notice's attachment: /api/notices/<id>. The people it was sent to and the staff only; anyone
// else gets 404 (src/features/tenancy/notices).
import type { APIRoute } from 'astro';
import { noticeAttachmentResponse } from '@/features/tenancy/notices/notice-file.server';

export const GET: APIRoute = (context) => noticeAttachmentResponse(context);
