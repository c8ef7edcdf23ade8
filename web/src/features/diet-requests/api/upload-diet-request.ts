import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ChildDietRequestsDocument } from '../../../gql/graphql.ts';

export interface DietRequestUpload {
  childId: number;
  restrictions: readonly string[];
  note: string;
  document: File;
}

/** A refused upload: the HTTP status (413 too large, 415 not a PDF/PNG/JPEG) and the server's message. */
export class UploadRefused extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * POST /api/child-profile/{id}/diet-requests as multipart: the one upload of the app, so it goes
 * by fetch rather than GraphQL (the gateway streams it to identity). X-Requested-With is the CSRF
 * header every write carries. The child's list is asked again once the request is saved.
 */
export function useUploadDietRequest() {
  const client = useApolloClient();
  const [uploading, setUploading] = useState(false);
  const upload = async ({ childId, restrictions, note, document }: DietRequestUpload) => {
    const form = new FormData();
    for (const restriction of restrictions) form.append('restrictions', restriction);
    form.append('note', note);
    form.append('document', document, document.name);
    setUploading(true);
    try {
      const response = await fetch(`/api/child-profile/${childId}/diet-requests`, {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        throw new UploadRefused(response.status, body.error ?? response.statusText);
      }
      await client.refetchQueries({ include: [ChildDietRequestsDocument] });
    } finally {
      setUploading(false);
    }
  };
  return [upload, uploading] as const;
}
