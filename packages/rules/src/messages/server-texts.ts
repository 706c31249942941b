/**
 * What the spec's server says for a wrong username or password (spec section 8), the English of
 * `changePassword.serverIncorrect`. A module of its own: the login page, the first load of every
 * user, recognises it in a sign-in answer and needs none of the other change-password texts (a
 * bundler puts a module whole into one chunk).
 */
export const SERVER_INCORRECT_TEXT = 'The username or password is incorrect';
