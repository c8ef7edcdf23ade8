import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** A quick template of the Communications tab, as the server offers it. */
export interface EmailTemplate {
  __typename?: 'EmailTemplate';
  id: string;
  name: string;
  notificationType: string;
  title: string;
  subject: string;
  message: string;
}

export const EMAIL_TEMPLATES_QUERY: TypedDocumentNode<{ emailTemplates: EmailTemplate[] }, Record<string, never>> = gql`
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
`;

/** The quick templates (GET /api/email-templates; administrators only). Read only; nothing refreshes them. */
export function useEmailTemplates() {
  const { data, loading, error } = useQuery(EMAIL_TEMPLATES_QUERY);
  return { templates: data?.emailTemplates ?? [], loading: loading && !data, error };
}
