export { type LanguageCode, LanguageSelector, type LanguageSelectorProps } from './LanguageSelector';
export { TopBar, type TopBarLabels, type TopBarProps, type TopBarUser } from './TopBar';
