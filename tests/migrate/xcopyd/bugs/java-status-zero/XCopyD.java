// XCOPYD in Java with THE SEEDED BUG: the exit status 0 where the program sets RETURN-CODE 4.
// Otherwise as java/XCopyD.java: each line of the file named by the first argument written to the
// file named by the second (Latin-1 line files, one 8-byte record per line), then the end line on
// the standard output through a buffered PrintStream in a class constant, flushed.
// Usage: java XCopyD TRANIN COPYOUT
import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

public final class XCopyD {
  static final PrintStream OUT =
      new PrintStream(new BufferedOutputStream(System.out), false, StandardCharsets.ISO_8859_1);

  public static void main(String[] args) throws IOException {
    try (BufferedReader in = new BufferedReader(new FileReader(args[0], StandardCharsets.ISO_8859_1));
         PrintWriter out = new PrintWriter(args[1], StandardCharsets.ISO_8859_1)) {
      String line;
      while ((line = in.readLine()) != null) out.println(line);
    }
    OUT.println("XCOPYD: RECORDS COPIED");
    OUT.flush();
    System.exit(0);
  }
}
