export { HelpButton } from './HelpButton';
export {
  type DemoVideo,
  HELP_MODAL_MAX_WIDTH,
  HELP_MODAL_WIDTH,
  HelpModal,
  type HelpModalProps,
} from './HelpModal';
export { type HelpLanguage, type HelpTexts, helpMessages } from './messages';
export {
  PRICE_SUCCESS_CLOSE_MS,
  type PriceRequest,
  PriceRequestForm,
  type PriceRequestFormProps,
  priceRequestSchema,
} from './PriceRequestForm';
