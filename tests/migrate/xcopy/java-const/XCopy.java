// XCOPY in Java with its record layout in class constants: the columns of the record in a final
// static array and the charset in a final static, both set by the class's static initialiser
// (which the JVM runs before main). Each 8-byte line of the file named by the first argument is
// written to the file named by the second, as XCopy.java does.
// Usage: java XCopy TRANIN COPYOUT
import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

public final class XCopy {
  static final Charset LATIN1 = StandardCharsets.ISO_8859_1;
  /** Where the record starts and ends in its line. */
  static final int[] COLUMNS = {0, 8};
  static final String EMPTY = "";

  public static void main(String[] args) throws IOException {
    try (BufferedReader in = new BufferedReader(new FileReader(args[0], LATIN1));
         PrintWriter out = new PrintWriter(args[1], LATIN1)) {
      String line;
      while ((line = in.readLine()) != null) out.println(EMPTY + line.substring(COLUMNS[0], COLUMNS[1]));
    }
  }
}
