export { GuestNotice, type GuestNoticeProps } from './GuestNotice';
