// The app's UI layer: CSS Modules for the look (tokens.css), Base UI for the behaviour of what
// opens, moves focus or takes arrow keys; no styles computed at run time.
export { Alert, type Severity } from './alert';
export { Button, ButtonLink, IconButton, IconButtonLink } from './button';
export { Chip } from './chip';
export { Disclosure, Tabs, ToggleGroup } from './choice';
export { Checkbox, RadioGroup, SelectField, Switch, TextField, type FieldElement } from './field';
export { Icon } from './icon';
export { Avatar, Card, Container, Divider, VisuallyHidden, visuallyHidden } from './layout';
export { Dialog, DialogText, Menu, MenuDownloadItem, MenuItem, MenuLinkItem, Sheet, Tooltip } from './overlay';
export { ProgressBar, Skeleton, Spinner } from './progress';
export { Stack } from './stack';
export { palette } from './palette';
export { Text, type TextTone, type TextVariant } from './text';
