export interface GuestNoticeLabels {
  /** The link to `routes.signIn()`. */
  signIn: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const guestNoticeLabels: GuestNoticeLabels = { signIn: 'Sign in' };
