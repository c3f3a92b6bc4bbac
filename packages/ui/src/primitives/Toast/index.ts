export { Toast, type ToastPlacement, type ToastProps, type ToastTone } from './Toast';
