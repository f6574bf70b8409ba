export { ConfigViewer, type ConfigViewerProps, TOKEN_STYLES } from './ConfigViewer';
export { type ConfigToken, type ConfigTokenKind, tokenizeConfig, tokenizeConfigLine } from './tokenize';
