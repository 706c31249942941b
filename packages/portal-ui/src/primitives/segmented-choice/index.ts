export { SegmentedChoice, type SegmentedChoiceProps, type SegmentedOption } from './segmented-choice';
