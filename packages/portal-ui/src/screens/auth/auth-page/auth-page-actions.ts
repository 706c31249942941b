import { createContext, type ReactNode } from 'react';

/**
 * The host's controls for the signed-out pages (e.g. a `LocaleSwitch`), handed down from
 * `SignInGate`'s `actions` to every `AuthPage`, which shows them in its top corner.
 */
export const AuthPageActionsContext = createContext<ReactNode>(null);
