/** The measuring machine and tool, recorded in results.json as `environment`. Serialised as-is. */
export interface RunEnvironment {
  /** `process.platform`: `linux`, `darwin`, `win32`. */
  os: string;
  /** The kernel or OS release (`os.release()`). */
  os_release: string;
  /** `process.arch`: `x64`, `arm64`. */
  arch: string;
  /** The first CPU's model name; null when the OS does not say. */
  cpu_model: string | null;
  /** Logical CPUs the process can use. */
  logical_cpus: number;
  /** The Node.js version that ran the measurement, e.g. `v20.11.1`. */
  node_version: string;
  /** The tool's version. */
  tool_version: string;
  /** Facts about the CI runner, from the environment variables CI sets; null outside CI. */
  ci: {
    /** True when `GITHUB_ACTIONS` is `true`. */
    github_actions: boolean;
    /** `RUNNER_OS`: `Linux`, `macOS`, `Windows`. */
    runner_os: string | null;
    /** `RUNNER_ARCH`: `X64`, `ARM64`. */
    runner_arch: string | null;
    /** `RUNNER_NAME`: the runner machine's name. */
    runner_name: string | null;
    /** `RUNNER_ENVIRONMENT`: `github-hosted` or `self-hosted`. */
    runner_environment: string | null;
    /** `ImageOS`: the hosted runner image, e.g. `ubuntu24`. */
    image_os: string | null;
    /** `ImageVersion`: the hosted runner image's version. */
    image_version: string | null;
  } | null;
}
