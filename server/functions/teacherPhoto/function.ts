import type { FastifyReply, FastifyRequest } from 'fastify';
import { PORTRAIT_UPLOADS_FOLDER, PORTRAIT_WIDTHS, UPLOADED_PORTRAIT_DIR } from '../../../shared/portraits.ts';
import { writeUpload } from '../../uploads/files.ts';
import { signedInEditor } from '../caller.ts';
import type { BodyRule, EdgeFunction, FunctionContext } from '../edgeFunction.ts';
import { FunctionError } from '../errors.ts';
import { contentHash, renderPortrait, type PortraitFile } from './portrait.ts';

/** The teachers' slug rule (supabase/migrations/20261126120000_catalog.sql, teachers_id_is_slug). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MAX = 100;
const IMAGES = 'a JPEG, PNG, WebP or AVIF image';
const BODY: BodyRule = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  limit: 10 * 1024 * 1024,
  wrongType: `Send ${IMAGES}, with its type as Content-Type.`,
  tooLarge: 'This image is larger than 10 MB: choose a smaller file.',
};
/** The file whose URL is answered: the smallest WebP, as the site's data names portraits (src/content/images.ts). */
const ANSWERED = { width: PORTRAIT_WIDTHS[0], format: 'webp' } as const;

function slugOf(request: FastifyRequest): string {
  const teacher = (request.query as Record<string, unknown>).teacher;
  if (typeof teacher === 'string' && SLUG.test(teacher) && teacher.length <= SLUG_MAX) return teacher;
  throw new FunctionError(400, 'invalid_teacher', 'The teacher must be given by their slug: lowercase words joined by hyphens.');
}

const fileName = (slug: string, hash: string, { width, format }: Pick<PortraitFile, 'width' | 'format'>) => `${slug}-${hash}-${width}.${format}`;
const isAnswered = (file: PortraitFile) => file.width === ANSWERED.width && file.format === ANSWERED.format;

/**
 * POST /functions/v1/teacher-photo?teacher=<slug>: an editor's portrait of a teacher, as raw image bytes, written
 * as the site's portrait files under DATA_DIR/uploads/teachers; answers the small WebP's URL (docs/functions.md).
 */
export function teacherPhoto(context: FunctionContext): EdgeFunction {
  return {
    name: 'teacher-photo',
    method: 'POST',
    body: BODY,
    async authorize(request) {
      await signedInEditor(context, request);
      slugOf(request);
    },
    async handle(request: FastifyRequest, reply: FastifyReply) {
      const slug = slugOf(request);
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes)) throw new FunctionError(415, 'unsupported_media_type', BODY.wrongType);
      const hash = contentHash(bytes);
      const files = await renderPortrait(bytes);
      // The answered file last: when it exists, its siblings do.
      for (const file of files.toSorted((a, b) => Number(isAnswered(a)) - Number(isAnswered(b)))) {
        await writeUpload(context.uploadsDir, PORTRAIT_UPLOADS_FOLDER, fileName(slug, hash, file), file.data);
      }
      return reply.code(201).send({ image_url: `${UPLOADED_PORTRAIT_DIR}/${fileName(slug, hash, ANSWERED)}` });
    },
  };
}
