import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

export interface Captcha {
  captchaId: string;
  /** An SVG data URL. */
  image: string;
}

const CREATE_CAPTCHA_MUTATION: TypedDocumentNode<{ createCaptcha: Captcha }, Record<string, never>> = gql`
  mutation CreateCaptcha {
    createCaptcha {
      captchaId
      image
    }
  }
`;

/** Issues a new captcha challenge (the server keeps the answer). Touches no cached data. */
export function useCreateCaptcha() {
  const [mutate, { loading }] = useMutation(CREATE_CAPTCHA_MUTATION, { fetchPolicy: 'no-cache' });
  const createCaptcha = useCallback(async (): Promise<Captcha> => {
    const result = await mutate();
    if (!result.data) throw new Error('No captcha was issued');
    return result.data.createCaptcha;
  }, [mutate]);
  return { createCaptcha, loading };
}
