import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreateCaptcha, type Captcha } from '../api/auth.ts';

/**
 * The register form's captcha (spec section 4): a new one on load, on 'New Text' and
 * after any failed registration. Only the newest request's answer is kept.
 */
export function useCaptcha() {
  const [createCaptcha] = useCreateCaptcha();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latestRequest = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++latestRequest.current;
    setLoading(true);
    setFailed(false);
    try {
      const next = await createCaptcha();
      if (request === latestRequest.current) setCaptcha(next);
    } catch {
      if (request === latestRequest.current) {
        setCaptcha(null);
        setFailed(true);
      }
    } finally {
      if (request === latestRequest.current) setLoading(false);
    }
  }, [createCaptcha]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { captcha, loading, failed, refresh };
}
