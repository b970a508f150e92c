// The app's UI layer: CSS Modules for the look (tokens.css); the platform's own elements where
// they do the job (<dialog>, <select>, checkboxes, toggle buttons); Base UI for menus, tooltips, tabs and
// a collapsible. No style is computed at run time.
export { Alert, type Severity } from './alert';
export { Button, ButtonLink, IconButton, IconButtonLink } from './button';
export { Chip } from './chip';
export { Disclosure, Tabs } from './choice';
export { Checkbox, RadioGroup, SelectField, Switch, TextField, type FieldElement } from './field';
export { FirstReach, useFirstReach } from './first-reach';
export { Icon } from './icon';
export { Avatar, Card, Container, Divider, VisuallyHidden } from './layout';
export { Dialog, DialogText, Menu, MenuDownloadItem, MenuItem, MenuLinkItem, Modal, Sheet } from './overlay';
export { Toaster } from './toaster';
export { ToggleGroup } from './toggle-group';
export { Tooltip } from './tooltip';
export { ProgressBar, Skeleton, Spinner } from './progress';
export { Stack } from './stack';
export { palette } from './palette';
export { Text } from './text';
