export {
  RecordActions,
  recordActionsCopy,
  type RecordAction,
  type RecordActionConfirmation,
  type RecordActionOutcome,
  type RecordActionsProps,
} from './RecordActions';
