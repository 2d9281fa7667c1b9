export {
  type LanguageCode,
  type LanguageOption,
  LanguageSelector,
  type LanguageSelectorProps,
} from './LanguageSelector';
export type { TopBarLabels } from './labels';
export { TopBar, type TopBarProps, type TopBarUser } from './TopBar';
