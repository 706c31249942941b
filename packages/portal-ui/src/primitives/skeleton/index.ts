export { Skeleton } from './skeleton';
export type { SkeletonProps } from './skeleton';
export { DetailSkeleton, LoadingPage } from './loading-page';
export type { DetailSkeletonProps, LoadingPageProps } from './loading-page';
