/**
 * The UI facade: the only module that imports @chakra-ui/react (a lint rule enforces it). Chakra
 * is shared as part of this singleton, and a shared package is not tree-shaken, so only what the
 * apps use is re-exported here. Add a component when an app needs it.
 */
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Code,
  Container,
  Field,
  Flex,
  Grid,
  HStack,
  Heading,
  IconButton,
  Image,
  Input,
  InputGroup,
  Kbd,
  Link,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Spacer,
  Spinner,
  Stack,
  Table,
  Text,
  Textarea,
  VStack,
  mergeRefs,
  useDisclosure,
} from '@chakra-ui/react';
// Tabs, Checkbox and Progress load their state machines on first render.
export { Checkbox, Progress, Tabs } from './stateful';

export type {
  BoxProps,
  ButtonProps,
  FlexProps,
  HeadingProps,
  IconButtonProps,
  InputProps,
  LinkProps,
  StackProps,
  TextProps,
} from '@chakra-ui/react';
