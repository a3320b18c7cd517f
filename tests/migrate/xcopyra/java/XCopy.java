// XCOPYRA in Java, with TRANIN allowed to be absent (interface-absent.json): a missing file reads
// as no lines, as the COBOL program's OPEN (status 35) ends its loop before the first record, and
// COPYOUT is then written empty. Usage: java XCopy TRANIN COPYOUT (Latin-1 line files).
import java.io.BufferedReader;
import java.io.FileNotFoundException;
import java.io.FileReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;

public final class XCopy {
  public static void main(String[] args) throws IOException {
    BufferedReader in;
    try {
      in = new BufferedReader(new FileReader(args[0], StandardCharsets.ISO_8859_1));
    } catch (FileNotFoundException e) {
      in = new BufferedReader(new StringReader(""));
    }
    try (PrintWriter out = new PrintWriter(args[1], StandardCharsets.ISO_8859_1)) {
      String line;
      while ((line = in.readLine()) != null) out.println(line);
    }
    in.close();
  }
}
