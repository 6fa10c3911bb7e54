/*
 * The Mantine styles the first paint needs (issue 18): the reset, the theme's variables, and the
 * components the top bar, the footer and the home page draw straight away. Every other
 * component's styles load with the lazy piece that uses it (client/lib/load-lazily.ts).
 * `npm run size` fails when the home page's JavaScript uses a Mantine class this list does not style.
 */
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Title.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Container.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Grid.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Divider.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/ThemeIcon.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Burger.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Skeleton.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Modal.layer.css";
