import { graphql } from '../../../gql/gql.ts';
import type { EmailTemplatesQuery } from '../../../gql/graphql.ts';
import { useQuery } from '@apollo/client/react';

/** A quick template of the Communications tab, as the server offers it. */
export type EmailTemplate = EmailTemplatesQuery['emailTemplates'][number];

export const EMAIL_TEMPLATES_QUERY = graphql(`
  query EmailTemplates {
    emailTemplates {
      id
      name
      notificationType
      title
      subject
      message
    }
  }
`);

/** The quick templates (GET /api/email-templates; administrators only). Read only; nothing refreshes them. */
export function useEmailTemplates() {
  const { data, loading, error } = useQuery(EMAIL_TEMPLATES_QUERY);
  return { templates: data?.emailTemplates ?? [], loading: loading && !data, error };
}
