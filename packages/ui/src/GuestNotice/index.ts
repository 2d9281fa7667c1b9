export { GuestNotice, type GuestNoticeProps } from './GuestNotice';
export type { GuestNoticeLabels } from './labels';
