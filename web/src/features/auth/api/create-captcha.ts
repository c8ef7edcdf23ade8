import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import type { CreateCaptchaMutation } from '../../../gql/graphql.ts';
import { useMutation } from '@apollo/client/react';

export type Captcha = CreateCaptchaMutation['createCaptcha'];

const CREATE_CAPTCHA_MUTATION = graphql(`
  mutation CreateCaptcha {
    createCaptcha {
      captchaId
      image
    }
  }
`);

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
