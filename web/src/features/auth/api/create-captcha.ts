import { graphql } from '../../../gql/gql.ts';
import type { CreateCaptchaMutation } from '../../../gql/graphql.ts';
import { useMutationAnswer } from '../../../lib/operation-hooks.ts';

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
export const useCreateCaptcha = () =>
  useMutationAnswer(CREATE_CAPTCHA_MUTATION, (data) => data.createCaptcha, 'No captcha was issued', { fetchPolicy: 'no-cache' });
