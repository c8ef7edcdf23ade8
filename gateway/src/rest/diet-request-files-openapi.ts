import { ALLERGENS, DIET_TAGS } from '@lunchbox/domain/allergens';
import { DIET_DOCUMENT_MAX_BYTES, DIET_DOCUMENT_TYPES, DIET_REQUEST_MESSAGES } from '@lunchbox/domain/diet-request-schemas';

const json = (schema: object) => ({ 'application/json': { schema } });

/** Each document type as a binary answer: the document is sent as it was uploaded, as an attachment. */
const DOCUMENT_CONTENT = Object.fromEntries(DIET_DOCUMENT_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));

const DOCUMENT_HEADERS = {
  'Content-Disposition': { description: 'Always `attachment`, with the name the parent uploaded', schema: { type: 'string' } },
  'X-Content-Type-Options': { description: 'Always `nosniff`', schema: { type: 'string', const: 'nosniff' } },
};

const idParameter = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });

/**
 * The OpenAPI operations of diet-request-files.ts (issue 32): the multipart upload and the two
 * document downloads, which are streamed to identity rather than rows of the route table, so their
 * request and answers are written here by hand, beside the limits they document.
 */
export function dietRequestFilePaths(refs: { dietRequest: object; error: object }): Record<string, Record<string, unknown>> {
  const refused = (description: string) => ({ description, content: json(refs.error) });
  const download = (summary: string, operationId: string, access: string, parameters: object[]) => ({
    operationId,
    summary,
    description: `${access} The document is sent as stored (PDF, PNG or JPEG), never inline.`,
    tags: ['Diet requests'],
    parameters,
    responses: {
      '200': { description: 'The document', headers: DOCUMENT_HEADERS, content: DOCUMENT_CONTENT },
      '4XX': refused("Refused: the spec's message (404 for a request or child that is not yours)"),
    },
  });
  return {
    '/api/child-profile/{id}/diet-requests': {
      post: {
        operationId: 'postChildProfileIdDietRequests',
        summary: 'A diet request for a child: the restrictions, a note and the doctor’s document; pending until the school decides',
        description:
          'Needs a signed-in user (the session cookie); a parent reaches only their own children. Send multipart/form-data with the ' +
          'X-Requested-With header. The document is checked by its content (magic bytes), not its name or declared type.',
        tags: ['Diet requests'],
        parameters: [idParameter('id'), { name: 'X-Requested-With', in: 'header', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  restrictions: {
                    type: 'array',
                    minItems: 1,
                    maxItems: 20,
                    items: { type: 'string', enum: [...ALLERGENS, ...DIET_TAGS] },
                    description: 'One field per restriction: allergens and diets. ' + DIET_REQUEST_MESSAGES.restrictionsRequired,
                  },
                  note: { type: 'string', maxLength: 500 },
                  document: {
                    type: 'string',
                    format: 'binary',
                    maxLength: DIET_DOCUMENT_MAX_BYTES,
                    description: `PDF, PNG or JPEG, at most ${DIET_DOCUMENT_MAX_BYTES} bytes`,
                  },
                },
                required: ['restrictions', 'document'],
              },
              encoding: { document: { contentType: DIET_DOCUMENT_TYPES.join(', ') } },
            },
          },
        },
        responses: {
          '201': { description: 'The request, pending', content: json(refs.dietRequest) },
          '413': refused(`${DIET_REQUEST_MESSAGES.documentTooLarge}; stopped while reading`),
          '415': refused(`${DIET_REQUEST_MESSAGES.documentType} (by its content), or the body is not multipart/form-data`),
          '4XX': refused("Refused: the spec's message"),
        },
      },
    },
    '/api/child-profile/{childId}/diet-requests/{id}/document': {
      get: download('The document of one of a child’s diet requests', 'getChildProfileChildIdDietRequestsIdDocument', 'The child’s parent only.', [
        idParameter('childId'),
        idParameter('id'),
      ]),
    },
    '/api/admin/diet-requests/{id}/document': {
      get: download(
        'The document of a diet request, for the school deciding it',
        'getAdminDietRequestsIdDocument',
        'Administrators only, and the office staff of the child’s school.',
        [idParameter('id')],
      ),
    },
  };
}
