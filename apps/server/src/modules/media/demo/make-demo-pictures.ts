import { openStorage, type StorageSettings } from "../../../platform/storage.ts";
import { type DemoPictureOptions, demoPictureTaskVariable } from "./demo-pictures.ts";
import { makeDemoPictures } from "./draw-demo-pictures.ts";

/* The child process of ensureDemoPictures: makes the pool in the storage it is told, then exits. */
const { settings, options } = JSON.parse(process.env[demoPictureTaskVariable] ?? "{}") as {
  settings: StorageSettings;
  options: DemoPictureOptions;
};
await makeDemoPictures(openStorage(settings), options);
