// The account calls of the sign-in screens; each mutation refreshes the session query it changes.
import { type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { LoginResult, LoginState, RegistrationState } from '../../../../domain/account.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { getQuery } from '../../../lib/get-query.ts';
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

/** The sign-in screens' writes are all POSTs with a JSON body. */
const post = <TData>(path: string, body: unknown) => apiFetch<TData>(path, { method: 'POST', body });

/** A write whose error the screen shows itself (every one but the resend of the verification e-mail). */
const useScreenMutation = <TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) =>
  useMutation({ mutationFn, meta: { handlesError: true } });

/** A finished sign-in answers the person: the session query takes it at once. */
const storeSignIn = (queryClient: QueryClient, result: LoginResult) => {
  if (result.me) queryClient.setQueryData(sessionQuery().queryKey, result.me);
};

export const useLogin = () =>
  useUpdatingMutation((input: LoginInput) => post<LoginResult>(apiPaths.login(), input), storeSignIn);

/** The second step of a sign-in: the authenticator app's code, or one of the recovery codes. */
export const useVerifyTwoFactor = () =>
  useUpdatingMutation(
    (input: { method: 'totp' | 'backup'; code: string }) =>
      post<LoginResult>(apiPaths.twoFactorVerify(), input),
    storeSignIn,
  );

/** Before an attempt: the address's attempts left, and whether this address or network needs the CAPTCHA. */
export const useLoginState = () =>
  useScreenMutation((email: string) => post<LoginState>(apiPaths.loginState(), { email }));

const registrationStateQuery = getQuery<RegistrationState>(
  apiPaths.registrationState,
  () => ['registration-state'],
  { staleTime: 0, retry: false, meta: { handlesError: true } },
);

/** Whether this address may register now, asked when the form opens (the server counts 3 an hour). */
export const useRegistrationState = () => useQuery(registrationStateQuery());

export const useRegister = () =>
  useScreenMutation((input: Record<string, unknown>) => post<Message>(apiPaths.register(), input));

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) => post<Message>(apiPaths.resendVerification(), { email }),
  });

export const useVerifyEmail = () =>
  useScreenMutation((token: string) => post<Message>(apiPaths.verifyEmail(), { token }));

export const useForgotPassword = () =>
  useScreenMutation((email: string) => post<Message>(apiPaths.forgotPassword(), { email }));

export const useResetPassword = () =>
  useScreenMutation((input: { token: string; password: string; confirmPassword: string }) =>
    post<Message>(apiPaths.resetPassword(), input),
  );

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
