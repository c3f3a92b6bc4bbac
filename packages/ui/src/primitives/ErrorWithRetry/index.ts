export { ErrorWithRetry, errorWithRetryCopy, type ErrorWithRetryProps } from './ErrorWithRetry';
