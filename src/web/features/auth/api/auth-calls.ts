// The account calls of the sign-in screens; each mutation refreshes the session query it changes.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResult, LoginState, RegistrationState } from '../../../../domain/account.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { sessionQuery } from '../../../lib/session.ts';

interface Message {
  message: string;
}

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
  captcha?: string;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiFetch<LoginResult>(apiPaths.login(), { method: 'POST', body: input }),
    onSuccess: (result) => {
      if (result.me) queryClient.setQueryData(sessionQuery().queryKey, result.me);
    },
    meta: { handlesError: true },
  });
}

/** The second step of a sign-in: the authenticator app's code, or one of the recovery codes. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { method: 'totp' | 'backup'; code: string }) =>
      apiFetch<LoginResult>(apiPaths.twoFactorVerify(), { method: 'POST', body: input }),
    onSuccess: (result) => {
      if (result.me) queryClient.setQueryData(sessionQuery().queryKey, result.me);
    },
    meta: { handlesError: true },
  });
}

/** Before an attempt: the address's attempts left, and whether this address or network needs the CAPTCHA. */
export const useLoginState = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiFetch<LoginState>(apiPaths.loginState(), { method: 'POST', body: { email } }),
    meta: { handlesError: true },
  });

/** Whether this address may register now, asked when the form opens (the server counts 3 an hour). */
export const useRegistrationState = () =>
  useQuery({
    queryKey: ['registration-state'],
    queryFn: ({ signal }) => apiFetch<RegistrationState>(apiPaths.registrationState(), { signal }),
    staleTime: 0,
    retry: false,
    meta: { handlesError: true },
  });

export function useRegister() {
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      apiFetch<Message>(apiPaths.register(), { method: 'POST', body: input }),
    meta: { handlesError: true },
  });
}

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiFetch<Message>(apiPaths.resendVerification(), { method: 'POST', body: { email } }),
  });

export const useVerifyEmail = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiFetch<Message>(apiPaths.verifyEmail(), { method: 'POST', body: { token } }),
    meta: { handlesError: true },
  });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiFetch<Message>(apiPaths.forgotPassword(), { method: 'POST', body: { email } }),
    meta: { handlesError: true },
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: { token: string; password: string; confirmPassword: string }) =>
      apiFetch<Message>(apiPaths.resetPassword(), { method: 'POST', body: input }),
    meta: { handlesError: true },
  });

/** Whether a reset link still works, asked when the page opens; the answer does not spend the link. */
export const resetTokenCheckQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-token-check', token],
    queryFn: ({ signal }) =>
      apiFetch<Message>(apiPaths.resetPasswordCheck(), { method: 'POST', body: { token }, signal }),
    retry: false,
    staleTime: Infinity,
    meta: { handlesError: true },
  });

export const useResetTokenCheck = (token: string | null) =>
  useQuery({ ...resetTokenCheckQuery(token ?? ''), enabled: token !== null && token !== '' });
