export { AttentionPanel, attentionPanelCopy, type AttentionPanelProps } from './AttentionPanel';
