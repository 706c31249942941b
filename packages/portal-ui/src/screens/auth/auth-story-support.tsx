/**
 * Shared by the stories of the sign-in screens (not by the package): a decorator that renders a
 * story inside the portal harness (baseUrl '', so MSW answers) and a fake session controller
 * configured by `parameters.session`, and MSW handlers for the auth endpoints.
 */
import type { Schemas } from '@lego-portal/api-client';
import type { Decorator } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { PortalHarness } from '../../test-support/portal-harness';
import type { FakeSessionControllerProps } from './fake-session-controller';
import { FakeSessionController } from './fake-session-controller';

export const SIGN_IN_URL = '/api/lego-authorization/ext/cognito/signIn';
export const FORGOT_URL = '/api/lego-userprofile/ext/user/forgot';
export const CHANGE_URL = '/api/lego-userprofile/ext/user/change';

/** Options of the fake controller, set per story as `parameters.session`. */
export type StorySession = Omit<FakeSessionControllerProps, 'children'>;

/**
 * Renders the story in a {@link PortalHarness} (at `parameters.initialPath`, '/' by default) with
 * a fake session controller.
 */
export const withAuthHarness: Decorator = (Story, { parameters }) => (
  <PortalHarness baseUrl="" initialPath={(parameters.initialPath as string | undefined) ?? '/'}>
    <FakeSessionController {...((parameters.session as StorySession | undefined) ?? {})}>
      <Story />
    </FakeSessionController>
  </PortalHarness>
);

/** The shared error body of every lego-* service. */
export function errorBody(message: string, code = 'ERROR'): Schemas['ErrorResponse'] {
  return { validationMessages: [{ code, message, description: message }] };
}

const tokens: Schemas['SignInResponse'] = { idToken: 'story.id.token', accessToken: 'story-access-token', refreshToken: 'story-refresh-token' };

const ack = (message: string): Schemas['AckResponse'] => ({ message });

/** MSW handlers, one per answer a story needs. */
export const authHandlers = {
  signInOk: () => http.post(SIGN_IN_URL, () => HttpResponse.json(tokens)),
  /** 202 at first; 200 once the sign-in is sent again with a new password. */
  signInNewPasswordRequired: () =>
    http.post(SIGN_IN_URL, async ({ request }) => {
      const body = (await request.json()) as Schemas['SignInRequest'];
      if (body.newPassword) return HttpResponse.json(tokens);
      const challenge: Schemas['NewPasswordRequiredResponse'] = { challengeName: 'NEW_PASSWORD_REQUIRED' };
      return HttpResponse.json(challenge, { status: 202 });
    }),
  signInError: (status: number, message: string) => http.post(SIGN_IN_URL, () => HttpResponse.json(errorBody(message), { status })),
  /** No answer at all: the client turns it into its synthetic 503 'Service Unavailable'. */
  signInNoAnswer: () => http.post(SIGN_IN_URL, () => HttpResponse.error()),
  signInPending: () =>
    http.post(SIGN_IN_URL, async () => {
      await delay('infinite');
      return HttpResponse.json(tokens);
    }),
  forgot: (status: number) =>
    http.post(FORGOT_URL, () =>
      status === 200 ? HttpResponse.json(ack('sent')) : HttpResponse.json(errorBody('Failure'), { status }),
    ),
  changeOk: () => http.post(CHANGE_URL, () => HttpResponse.json(ack('changed'))),
  changeError: (status: number, body: Schemas['ErrorResponse'] | Record<string, never>) => http.post(CHANGE_URL, () => HttpResponse.json(body, { status })),
};
