/* orch_mig_jvm.c — one JVM for many runs of a Java translation (see orch_mig_jvm.h for why). */
#include "orch/orch_mig_jvm.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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
    " * a class loader of its own (the translation's static state starts afresh), with System.in/out/err\n"
    " * on the run's files and System.exit trapped. A request is a line of tab-separated fields on\n"
    " * standard input (stdin path or empty, stdout path, stderr path, the arguments); the reply a line\n"
    " * \"exit N\" on standard output. What a run shows here is confirmed in a JVM of its own before it\n"
    " * counts as a difference. */\n"
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
    "    PrintStream ctl = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);\n"
    "    BufferedReader req = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));\n"
    "    InputStream in0 = System.in;\n"
    "    PrintStream out0 = System.out, err0 = System.err;\n"
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
    "    ctl.println(\"ready\");\n"
    "    String line;\n"
    "    while ((line = req.readLine()) != null) {\n"
    "      String[] f = line.split(\"\\t\", -1);\n"
    "      String[] args = new String[f.length - 3];\n"
    "      System.arraycopy(f, 3, args, 0, args.length);\n"
    "      InputStream in = f[0].isEmpty() ? new ByteArrayInputStream(new byte[0])\n"
    "                                      : new BufferedInputStream(new FileInputStream(f[0]));\n"
    "      PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(f[1])), true);\n"
    "      PrintStream err = new PrintStream(new BufferedOutputStream(new FileOutputStream(f[2])), true);\n"
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
    "        err.print(\"Exception in thread \\\"main\\\" \");\n"
    "        uncaught.printStackTrace(err);\n"
    "        status = 1;\n"
    "      }\n"
    "      out.flush();\n"
    "      err.flush();\n"
    "      System.setIn(in0);\n"
    "      System.setOut(out0);\n"
    "      System.setErr(err0);\n"
    "      in.close();\n"
    "      out.close();\n"
    "      err.close();\n"
    "      ctl.println(\"exit \" + status);\n"
    "    }\n"
    "  }\n"
    "}\n";

struct orch_jvm {
  char dir[4300];
  char *argv[12];
  char cp[4300], main_class[512], err_path[4400];
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
  if (eq_server_start(&j->srv, j->dir, j->argv, j->err_path) < 0) return -1;
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
  snprintf(j->err_path, sizeof j->err_path, "%s/runner.err", dir);
  char src[4400];
  snprintf(src, sizeof src, "%s/EquivRun.java", j->dir);
  char *javac[] = {"javac", "-nowarn", "-Xlint:none", "-d", j->dir, src, NULL};
  eq_proc_result pr = {EQ_P_NOT_RUN, 0};
  if ((mkdir(j->dir, 0700) == 0 || errno == EEXIST) && write_file(src, runner_java) == 0)
    pr = eq_proc_run(j->dir, javac, NULL, NULL, NULL, j->err_path, 120);
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
  j->argv[k] = NULL;
  if (start(j) < 0) {
    snprintf(why, n, "the runner did not start (%s)", j->err_path);
    free(j);
    return NULL;
  }
  return j;
}

int orch_jvm_run(orch_jvm *j, const char *in_path, const char *out_path, const char *err_path, char *const args[],
                 int nargs, double seconds, int *status) {
  if (!j->srv.pid && start(j) < 0) return -1; /* stopped by an earlier run that failed */
  strbuf sb = STRBUF_INIT;
  const char *f[3] = {in_path ? in_path : "", out_path, err_path};
  for (int i = 0; i < 3 + nargs; i++) {
    const char *x = i < 3 ? f[i] : args[i - 3];
    if (strpbrk(x, "\t\n")) { /* not a field of the request line */
      sb_free(&sb);
      return -1;
    }
    sb_printf(&sb, "%s%s", i ? "\t" : "", x);
  }
  char reply[64];
  int rc = eq_server_ask(&j->srv, sb_str(&sb), reply, sizeof reply, seconds);
  sb_free(&sb);
  if (rc < 0 || strncmp(reply, "exit ", 5)) {
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
