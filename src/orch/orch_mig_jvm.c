/* orch_mig_jvm.c — one JVM for many runs of a Java translation (see orch_mig_jvm.h for why). */
#include "orch/orch_mig_jvm.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/arena.h"
#include "core/proc.h"
#include "core/strbuf.h"

/* The runner, our own code, compiled by javac into the check's directory when a check starts. It
 * uses the SecurityManager to trap System.exit: deprecated since Java 17 but working there (with
 * -Djava.security.manager=allow from 18 on); where it is gone, the runner does not start and every
 * input gets a JVM of its own, as before. */
static const char runner_java[] =
    "import java.io.*;\n"
    "import java.lang.reflect.*;\n"
    "import java.net.*;\n"
    "import java.nio.charset.StandardCharsets;\n"
    "import java.security.Permission;\n"
    "\n"
    "/* Equiv's runner for `equiv migrate --java`: one JVM runs many inputs of a translation, each in\n"
    " * a class loader of its own (the translation's static state starts afresh), with System.in on the\n"
    " * run's input and System.exit trapped. Standard output and error are the JVM's own, which Equiv\n"
    " * sends to files and cuts per run, so that a translation writing to FileDescriptor.out directly\n"
    " * is seen as in a JVM of its own. A request is a line of tab-separated fields on standard input\n"
    " * (stdin path or empty, then the arguments); the reply, a line \"exit N\", goes to the FIFO named by\n"
    " * the third argument. What a run shows here is confirmed in a JVM of its own before it counts as\n"
    " * a difference. */\n"
    "public final class EquivRun {\n"
    "  static volatile boolean running;\n"
    "  static volatile Integer exitStatus;\n"
    "\n"
    "  static final class Exit extends SecurityException {\n"
    "    Exit(int status) { super(\"System.exit(\" + status + \")\"); }\n"
    "  }\n"
    "\n"
    "  public static void main(String[] a) throws Exception {\n"
    "    String[] parts = a[0].split(File.pathSeparator);\n"
    "    URL[] urls = new URL[parts.length];\n"
    "    for (int i = 0; i < parts.length; i++) urls[i] = new File(parts[i]).toURI().toURL();\n"
    "    String mainClass = a[1];\n"
    "    PrintStream ctl = new PrintStream(new FileOutputStream(a[2]), true, StandardCharsets.UTF_8);\n"
    "    BufferedReader req = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));\n"
    "    InputStream in0 = System.in;\n"
    "    PrintStream out = System.out, err = System.err;\n"
    "    System.setSecurityManager(new SecurityManager() {\n"
    "      @Override public void checkExit(int status) {\n"
    "        if (running) {\n"
    "          if (exitStatus == null) exitStatus = status;\n"
    "          throw new Exit(status);\n"
    "        }\n"
    "      }\n"
    "      @Override public void checkPermission(Permission p) {}\n"
    "      @Override public void checkPermission(Permission p, Object context) {}\n"
    "    });\n"
    "    err.flush();\n"
    "    ctl.println(\"ready\");\n"
    "    String line;\n"
    "    while ((line = req.readLine()) != null) {\n"
    "      String[] f = line.split(\"\\t\", -1);\n"
    "      String[] args = new String[f.length - 1];\n"
    "      System.arraycopy(f, 1, args, 0, args.length);\n"
    "      InputStream in = f[0].isEmpty() ? new ByteArrayInputStream(new byte[0])\n"
    "                                      : new BufferedInputStream(new FileInputStream(f[0]));\n"
    "      System.setIn(in);\n"
    "      System.setOut(out);\n"
    "      System.setErr(err);\n"
    "      exitStatus = null;\n"
    "      Throwable uncaught = null;\n"
    "      try (URLClassLoader cl = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader())) {\n"
    "        running = true;\n"
    "        try {\n"
    "          Class<?> c = Class.forName(mainClass, true, cl);\n"
    "          Method m = c.getMethod(\"main\", String[].class);\n"
    "          m.invoke(null, (Object) args);\n"
    "        } catch (InvocationTargetException e) {\n"
    "          uncaught = e.getCause();\n"
    "        } catch (ExceptionInInitializerError e) {\n"
    "          uncaught = e;\n"
    "        } finally {\n"
    "          running = false;\n"
    "        }\n"
    "      } catch (Throwable t) {\n"
    "        if (uncaught == null && exitStatus == null) uncaught = t;\n"
    "      }\n"
    "      int status = 0;\n"
    "      if (exitStatus != null) {\n"
    "        status = exitStatus;\n"
    "      } else if (uncaught != null) {\n"
    "        /* as the JVM's default handler prints it */\n"
    "        System.out.flush();\n"
    "        err.print(\"Exception in thread \\\"main\\\" \");\n"
    "        uncaught.printStackTrace(err);\n"
    "        status = 1;\n"
    "      }\n"
    "      System.out.flush();\n"
    "      System.err.flush();\n"
    "      out.flush();\n"
    "      err.flush();\n"
    "      System.setIn(in0);\n"
    "      in.close();\n"
    "      ctl.println(\"exit \" + status);\n"
    "    }\n"
    "  }\n"
    "}\n";

struct orch_jvm {
  char dir[4300];
  char *argv[12];
  char cp[4300], main_class[512], out_path[4400], err_path[4400], reply_path[4400];
  eq_server srv;
  int runs; /* requests answered */
};

static int write_file(const char *path, const char *text) {
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  int ok = fputs(text, f) >= 0;
  return fclose(f) == 0 && ok ? 0 : -1;
}

/* Starts the server and waits for its "ready". */
static int start(orch_jvm *j) {
  unlink(j->reply_path); /* a FIFO of an earlier start */
  if (eq_server_start(&j->srv, j->dir, j->argv, j->out_path, j->err_path, j->reply_path) < 0) return -1;
  char reply[64];
  /* a JVM starts in well under 10 s even on a loaded machine */
  if (eq_server_ask(&j->srv, NULL, reply, sizeof reply, 30) < 0 || strcmp(reply, "ready")) {
    eq_server_stop(&j->srv);
    return -1;
  }
  return 0;
}

orch_jvm *orch_jvm_start(const char *dir, const char *cp, const char *main_class, char *why, size_t n) {
  orch_jvm *j = eq_calloc(1, sizeof *j);
  snprintf(j->dir, sizeof j->dir, "%s/runner", dir);
  snprintf(j->cp, sizeof j->cp, "%s", cp);
  snprintf(j->main_class, sizeof j->main_class, "%s", main_class);
  snprintf(j->out_path, sizeof j->out_path, "%s/runner/stdout", dir);
  snprintf(j->err_path, sizeof j->err_path, "%s/runner/stderr", dir);
  snprintf(j->reply_path, sizeof j->reply_path, "%s/runner/reply", dir);
  char src[4400];
  snprintf(src, sizeof src, "%s/EquivRun.java", j->dir);
  char *javac[] = {"javac", "-nowarn", "-Xlint:none", "-d", j->dir, src, NULL};
  eq_proc_result pr = {EQ_P_NOT_RUN, 0};
  if ((mkdir(j->dir, 0700) == 0 || errno == EEXIST) && write_file(src, runner_java) == 0)
    pr = eq_proc_run(j->dir, javac, NULL, NULL, NULL, j->err_path, 120);
  /* an error line names this file: keep what javac said there */
  if (pr.end != EQ_P_EXITED || pr.code != 0) {
    snprintf(why, n, "the runner did not compile (%s)", j->err_path);
    free(j);
    return NULL;
  }
  int k = 0;
  j->argv[k++] = "java";
  j->argv[k++] = "-Djava.security.manager=allow";
  j->argv[k++] = "-XX:+UseSerialGC";
  j->argv[k++] = "-cp";
  j->argv[k++] = j->dir;
  j->argv[k++] = "EquivRun";
  j->argv[k++] = j->cp;
  j->argv[k++] = j->main_class;
  j->argv[k++] = j->reply_path;
  j->argv[k] = NULL;
  if (start(j) < 0) {
    snprintf(why, n, "the runner did not start (%s)", j->err_path);
    free(j);
    return NULL;
  }
  return j;
}

static long file_size(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 ? (long)st.st_size : -1;
}

/* Bytes [from, to) of src into a new file dst. */
static int copy_range(const char *src, long from, long to, const char *dst) {
  FILE *in = fopen(src, "rb"), *out = fopen(dst, "wb");
  int ok = in && out && fseek(in, from, SEEK_SET) == 0;
  char buf[65536];
  for (long left = to - from; ok && left > 0;) {
    size_t want = left < (long)sizeof buf ? (size_t)left : sizeof buf;
    size_t got = fread(buf, 1, want, in);
    ok = got == want && fwrite(buf, 1, got, out) == got;
    left -= (long)got;
  }
  if (in) fclose(in);
  if (out && fclose(out) != 0) ok = 0;
  return ok ? 0 : -1;
}

int orch_jvm_run(orch_jvm *j, const char *in_path, const char *out_path, const char *err_path, char *const args[],
                 int nargs, double seconds, int *status) {
  if (!j->srv.pid && start(j) < 0) return -1; /* stopped by an earlier run that failed */
  strbuf sb = STRBUF_INIT;
  for (int i = 0; i < 1 + nargs; i++) {
    const char *x = i == 0 ? (in_path ? in_path : "") : args[i - 1];
    if (strpbrk(x, "\t\n")) { /* not a field of the request line */
      sb_free(&sb);
      return -1;
    }
    sb_printf(&sb, "%s%s", i ? "\t" : "", x);
  }
  /* the run's share of the JVM's standard output and error: what they grow by until its reply */
  long o0 = file_size(j->out_path), e0 = file_size(j->err_path);
  char reply[64];
  int rc = o0 < 0 || e0 < 0 ? -1 : eq_server_ask(&j->srv, sb_str(&sb), reply, sizeof reply, seconds);
  sb_free(&sb);
  if (rc < 0 || strncmp(reply, "exit ", 5)) {
    eq_server_stop(&j->srv);
    return -1;
  }
  long o1 = file_size(j->out_path), e1 = file_size(j->err_path);
  if (o1 < o0 || e1 < e0 || copy_range(j->out_path, o0, o1, out_path) < 0 ||
      copy_range(j->err_path, e0, e1, err_path) < 0) {
    eq_server_stop(&j->srv);
    return -1;
  }
  *status = atoi(reply + 5);
  j->runs++;
  return 0;
}

int orch_jvm_runs(const orch_jvm *j) { return j ? j->runs : 0; }

void orch_jvm_free(orch_jvm *j) {
  if (!j) return;
  eq_server_stop(&j->srv);
  free(j);
}
